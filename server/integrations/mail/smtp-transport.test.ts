import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { publicBase } from '../../core/mail/mail-queue';
import { classifySmtpError, createMailTransport } from './smtp-transport';

describe('mail configuration and SMTP errors', () => {
  it('uses SMTP only with SMTP_URL; refuses anything but smtp:// or smtps://', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'no-reply@localhost' });
    expect(createMailTransport(loadConfig({}))).toBeNull();
    const config = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example.dk:465',
      MAIL_FROM: 'RU KlubApp <klub@example.dk>',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.dk:465',
      from: 'RU KlubApp <klub@example.dk>',
    });
    const transport = createMailTransport(config);
    expect(transport?.kind).toBe('smtp');
    transport?.close();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.dk' })).toThrow(/SMTP_URL/);
  });

  it('links in mails point at PUBLIC_URL, else at the server as it listens, never at a Host header', () => {
    expect(publicBase({ publicUrl: 'https://klub.example.dk/', host: '0.0.0.0', port: 5000 })).toBe(
      'https://klub.example.dk',
    );
    expect(publicBase({ host: '0.0.0.0', port: 5000 })).toBe('http://localhost:5000');
    expect(publicBase({ host: '127.0.0.1', port: 5424 })).toBe('http://127.0.0.1:5424');
  });

  it('treats 4xx and an unreachable server as temporary, 5xx as final, and never carries the URL', () => {
    expect(classifySmtpError({ responseCode: 451, message: 'try later' })).toMatchObject({
      temporary: true,
      message: '451: try later',
    });
    expect(classifySmtpError({ responseCode: 550, message: 'no such user' })).toMatchObject({
      temporary: false,
    });
    expect(classifySmtpError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' })).toMatchObject({
      temporary: true,
      message: 'ECONNREFUSED: connect ECONNREFUSED',
    });
  });
});
