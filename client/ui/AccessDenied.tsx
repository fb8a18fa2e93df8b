import { Card } from './Card';
import { PageHeader } from './PageHeader';

/** The general reason; a screen whose spec names its own reason passes that instead. */
export const ACCESS_DENIED_TEXT = 'Du har ikke adgang til denne side';

/** The one access-denied screen (part 2 §2): the screen's title, then 'Adgang Nægtet' and why. */
export function AccessDenied({ title, message = ACCESS_DENIED_TEXT }: { title: string; message?: string }) {
  return (
    <div className="screen">
      <PageHeader title={title} backTo="/" />
      <Card className="card-danger" role="alert">
        <h2>Adgang Nægtet</h2>
        <p>{message}</p>
      </Card>
    </div>
  );
}
