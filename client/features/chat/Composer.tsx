import { BarChart2, Mic, Paperclip, Send, Square } from 'lucide-react';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { MAX_CHAT_FILE_BYTES, MAX_MESSAGE_CHARS } from '@common/contracts/plain-values';
import { errorMessage } from '../../lib/api';
import { checkImageFile } from '../../lib/upload';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { FileField } from '../../ui/FileField';
import { uploadChatFile, usePostMessage } from './chat-api';
import { useVoiceRecorder } from './use-voice-recorder';

/**
 * The contract's rule for a text post, and the poll dialog with its form, load when first
 * wanted: the chat's first paint needs neither, and they bring the validation and form libraries
 * (decision 085). A focus on the message field fetches the rule before the first send needs it.
 */
const loadRules = () => import('./composer-rules');
const PollDialog = lazy(() => import('./PollDialog').then((m) => ({ default: m.PollDialog })));

/** Write a message, attach a picture or file, record a voice message or start a poll. */
export function Composer({ channel }: { channel: string }) {
  const [text, setText] = useState('');
  const [pollOpen, setPollOpen] = useState(false);
  // Mounted from the first opening on, so the dialog closes (and returns focus) as a dialog does.
  const [pollWanted, setPollWanted] = useState(false);
  const [busy, setBusy] = useState(false);
  const post = usePostMessage(channel);
  const failed = (err: unknown) =>
    showToast({
      title: 'Beskeden blev ikke sendt',
      description: errorMessage(err, err instanceof Error ? err.message : 'Prøv igen.'),
      variant: 'error',
    });

  const sendAttachment = async (
    blob: Blob,
    fileName: string,
    kind: 'image' | 'file' | 'audio',
    duration?: number,
  ) => {
    setBusy(true);
    try {
      const fileUrl = await uploadChatFile(blob, kind);
      await post.mutateAsync({ messageType: kind, fileUrl, fileName, ...(duration ? { duration } : {}) });
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  const voice = useVoiceRecorder(
    (blob, seconds) =>
      void sendAttachment(blob, `talebesked.${blob.type.split('/')[1] ?? 'webm'}`, 'audio', seconds),
  );

  // A blank message is simply not sent (Send stays disabled), so no message is shown for it.
  // The field empties once the message is posted; focus stays in it, ready for the next one.
  const submit = async () => {
    const message = text;
    if (!(await loadRules()).isSendable(message)) return;
    post.mutate({ message: message.trim() }, { onSuccess: () => setText(''), onError: failed });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void submit();
    }
  };
  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.type.startsWith('image/')) {
      const check = checkImageFile(file);
      if (!check.ok)
        return showToast({ title: check.title, description: check.description, variant: 'error' });
      return void sendAttachment(file, file.name, 'image');
    }
    if (file.size > MAX_CHAT_FILE_BYTES)
      return showToast({
        title: 'Filen er for stor',
        description: 'Filer må højst være 10 MB',
        variant: 'error',
      });
    void sendAttachment(file, file.name, 'file');
  };

  return (
    <>
      <form
        className="chat-composer"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="chat-composer-tools">
          <FileField
            aria-hidden="true"
            accept="image/*,application/pdf,text/plain,text/csv,.doc,.docx,.xls,.xlsx"
            onFile={onFile}
          >
            {(open) => (
              <Button
                variant="ghost"
                size="icon"
                aria-label="Vedhæft billede eller fil"
                disabled={busy}
                onClick={open}
              >
                <Paperclip size={20} aria-hidden="true" />
              </Button>
            )}
          </FileField>
          {voice.supported ? (
            <Button
              variant={voice.recording ? 'danger' : 'ghost'}
              size="icon"
              aria-label={voice.recording ? `Stop optagelse (${voice.elapsed} s)` : 'Optag talebesked'}
              disabled={busy}
              onClick={() =>
                voice.recording
                  ? voice.stop()
                  : voice
                      .start()
                      .catch(() => showToast({ title: 'Mikrofonen kunne ikke bruges', variant: 'error' }))
              }
            >
              {voice.recording ? (
                <Square size={18} aria-hidden="true" />
              ) : (
                <Mic size={20} aria-hidden="true" />
              )}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            aria-label="Ny afstemning"
            onClick={() => {
              setPollWanted(true);
              setPollOpen(true);
            }}
          >
            <BarChart2 size={20} aria-hidden="true" />
          </Button>
        </div>
        <label htmlFor="chat-input" className="sr-only">
          Besked
        </label>
        <textarea
          id="chat-input"
          className="chat-input"
          rows={1}
          placeholder="Skriv en besked..."
          maxLength={MAX_MESSAGE_CHARS}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onFocus={() => void loadRules()}
          onKeyDown={onKeyDown}
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Send"
          loading={post.isPending || busy}
          disabled={!text.trim()}
        >
          <Send size={18} aria-hidden="true" />
        </Button>
      </form>
      {pollWanted ? (
        <Suspense fallback={null}>
          <PollDialog open={pollOpen} onClose={() => setPollOpen(false)} channel={channel} />
        </Suspense>
      ) : null}
    </>
  );
}
