import { expect } from 'vitest';
import { pngImage } from '../features/uploads/test-images';
import type { TestApp } from './test-app';

/**
 * The three ways a person joins the club, driven through the HTTP API as the client does it:
 * Bliv Medlem with a sandbox card payment, an invitation link, and the Spillere form.
 * Each visitor comes from their own address so the per-address rate limits stay out of the way.
 */

let visitor = 0;
export const visitorAddress = () => {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

/** A registration picture as the sign-up forms make it: reserve, PUT, keep the path. */
export async function uploadRegistrationPicture(t: TestApp, remoteAddress = visitorAddress()): Promise<string> {
  const reserved = await t.request({ method: 'POST', url: '/api/objects/upload-registration', remoteAddress });
  expect(reserved.statusCode).toBe(200);
  const { uploadURL, path } = reserved.json() as { uploadURL: string; path: string };
  const put = await t.request({ method: 'PUT', url: uploadURL, payload: await pngImage(), headers: { 'content-type': 'image/png' } });
  expect(put.statusCode).toBe(200);
  return path;
}

/** A profile picture a signed-in person uploads for themselves (not yet set on the profile). */
export async function uploadAvatar(t: TestApp, headers: Record<string, string>): Promise<string> {
  const reserved = await t.request({ method: 'POST', url: '/api/objects/upload', headers });
  expect(reserved.statusCode).toBe(200);
  const { uploadURL, path } = reserved.json() as { uploadURL: string; path: string };
  const put = await t.request({ method: 'PUT', url: uploadURL, payload: await pngImage(), headers: { 'content-type': 'image/png' } });
  expect(put.statusCode).toBe(200);
  return path;
}

let person = 0;
const letters = (n: number) =>
  String(n)
    .split('')
    .map((d) => 'abcdefghij'[Number(d)])
    .join('');

/** The 'Bliv Medlem' form's data (userData), with a fresh name and email. */
export function memberForm(profileImageUrl: string, over: Record<string, unknown> = {}) {
  person++;
  const tag = `${letters(person)}${letters(Math.floor(Math.random() * 1e6))}`;
  return {
    username: `medlem${tag}`.slice(0, 20),
    password: 'hemmelig-kode-42',
    email: `medlem-${tag}@example.dk`,
    firstName: 'Nyt',
    lastName: `Medlem${tag}`,
    address: 'Vigerslev Allé 12',
    postalCode: '2500 Valby',
    birthDate: '1990-04-12',
    membershipType: 'ru_member',
    phone: '12345678',
    profileImageUrl,
    ...over,
  };
}

/** Step 1 of Bliv Medlem: the payment intent for the form. */
export function requestRegistrationIntent(t: TestApp, userData: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/api/create-payment-intent', remoteAddress: visitorAddress(), payload: { userData } });
}

/** Bliv Medlem to the end: intent, sandbox card 4242…, completion. Returns the completion answer. */
export async function registerPaidMember(t: TestApp, userData: Record<string, unknown>) {
  const intent = await requestRegistrationIntent(t, userData);
  expect(intent.statusCode).toBe(200);
  const { clientSecret, paymentIntentId } = intent.json() as { clientSecret: string; paymentIntentId: string };
  const paid = await t.request({
    method: 'POST',
    url: '/api/sandbox/confirm-payment',
    remoteAddress: visitorAddress(),
    payload: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' } },
  });
  expect(paid.json().status).toBe('succeeded');
  return t.request({
    method: 'POST',
    url: '/api/complete-registration',
    remoteAddress: visitorAddress(),
    payload: { paymentIntentId, clientSecret, userData },
  });
}

/** A live invitation link of this kind, made by an admin. */
export async function invitationLink(t: TestApp, kind: 'player' | 'coach' | 'board', team = 'serie_5_pulje_6') {
  const { headers } = await t.roleUser('admin');
  const res = await t.request({
    method: 'POST',
    url: `/api/admin/generate-${kind}-registration-link`,
    headers,
    payload: kind === 'board' ? { role: 'board' } : { team, role: kind },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

/** The invitation registration form's data, with a fresh name and email. */
export function linkForm(token: string, profileImageUrl: string, over: Record<string, unknown> = {}) {
  person++;
  const tag = `${letters(person)}${letters(Math.floor(Math.random() * 1e6))}`;
  return {
    token,
    username: 'ignoreret',
    password: 'hemmelig-kode-9',
    firstName: 'Åse',
    lastName: `Ørsted${tag}`,
    email: `aase-${tag}@example.dk`,
    phoneNumber: '12345678',
    address: 'Boldgade 12',
    postalCode: '2100 København Ø',
    birthDate: '1995-04-09',
    profileImageUrl,
    ...over,
  };
}

/** POST /api/register-{kind} through an invitation link. */
export function registerWithLink(t: TestApp, kind: 'player' | 'coach' | 'board', payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: `/api/register-${kind}`, remoteAddress: visitorAddress(), payload });
}

/** POST /api/admin/players: a person added on the Spillere form. */
export function addOnSpillere(t: TestApp, headers: Record<string, string>, over: Record<string, unknown> = {}) {
  person++;
  return t.request({
    method: 'POST',
    url: '/api/admin/players',
    headers,
    payload: {
      firstName: 'Søren',
      lastName: `Hansen${letters(person)}`,
      email: `soeren-${person}-${Math.random().toString(36).slice(2, 8)}@example.dk`,
      role: 'player',
      team: 'serie_3_pulje_5',
      ...over,
    },
  });
}
