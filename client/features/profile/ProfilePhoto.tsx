import { Camera } from 'lucide-react';
import { useState } from 'react';
import type { User } from '@common/contracts/user';
import { showToast } from '../../lib/toast-store';
import { checkImageFile, uploadImage } from '../../lib/upload';
import { Avatar } from '../../ui/Avatar';
import { FileField } from '../../ui/FileField';
import { useSetProfileImage } from './profile-api';

/** The profile photo: tap to change (POST /api/objects/upload, PUT, then PUT /api/user/profile-image). */
export function ProfilePhoto({ user }: { user: User }) {
  const setImage = useSetProfileImage();
  const [busy, setBusy] = useState(false);

  const onFile = async (file: File) => {
    const check = checkImageFile(file);
    if (!check.ok) {
      showToast({ title: check.title, description: check.description, variant: 'error' });
      return;
    }
    setBusy(true);
    try {
      const path = await uploadImage(file, 'profile');
      await setImage.mutateAsync(path);
      showToast({ title: 'Profilbillede opdateret', variant: 'success' });
    } catch {
      showToast({ title: 'Upload fejl', description: 'Der opstod en fejl under upload', variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="profile-photo">
      <FileField accept="image/*" aria-label="Vælg profilbillede" onFile={(file) => void onFile(file)}>
        {(open) => (
          <button type="button" className="profile-photo-button" onClick={open} disabled={busy} aria-label="Skift profilbillede">
            <Avatar src={user.profileImageUrl} firstName={user.firstName} lastName={user.lastName} size={96} />
            <span className="profile-photo-badge" aria-hidden="true">
              {busy ? <span className="spinner spinner-inline" /> : <Camera size={16} />}
            </span>
          </button>
        )}
      </FileField>
    </div>
  );
}
