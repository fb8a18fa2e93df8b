import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { mailEndpoints } from '@common/contracts/endpoints/mail';
import { call, queryKeyOf } from '../../lib/api-client';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';

/**
 * /unsubscribe?token=… (E8): the link at the bottom of an optional mail. Opening it
 * changes nothing (mail scanners follow links); the button does, without signing in.
 */
export default function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useQuery({
    queryKey: queryKeyOf(mailEndpoints.unsubscribeInfo, { query: { token } }),
    queryFn: () => call(mailEndpoints.unsubscribeInfo, { query: { token } }),
    enabled: token !== '',
    retry: false,
  });
  const unsubscribe = useMutation({
    mutationFn: () => call(mailEndpoints.unsubscribe, { query: { token }, body: undefined }),
  });

  return (
    <div className="auth-screen">
      <Card>
        <CardTitle as="h1">Afmeld e-mails</CardTitle>
        {!token || info.isError ? (
          <p role="alert">Linket er ugyldigt.</p>
        ) : info.isPending ? (
          <Spinner />
        ) : unsubscribe.isSuccess ? (
          <p role="status">
            Du får ikke længere e-mails om: <strong>{unsubscribe.data.label}</strong>. Du kan slå dem til igen
            under Profil → E-mails.
          </p>
        ) : (
          <div className="form">
            <p>
              Vil du afmelde e-mails om: <strong>{info.data.label}</strong>?
            </p>
            <p className="muted small">Kvitteringer og e-mails om din konto får du stadig.</p>
            {unsubscribe.isError ? <p role="alert">Det lykkedes ikke. Prøv igen om lidt.</p> : null}
            <Button block loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              Afmeld
            </Button>
          </div>
        )}
        <p className="small center">
          <Link to="/">Til forsiden</Link>
        </p>
      </Card>
    </div>
  );
}
