import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';

export function AccessDenied({ title }: { title: string }) {
  return (
    <div className="screen">
      <PageHeader title={title} backTo="/" />
      <Card className="card-danger" role="alert">
        <h2>Adgang Nægtet</h2>
        <p>Du har ikke tilladelse til at tilgå administrationsområdet.</p>
      </Card>
    </div>
  );
}
