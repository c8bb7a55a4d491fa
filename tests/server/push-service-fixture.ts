// A stand-in push service for the Web Push tests: an HTTPS server on 127.0.0.1 with a
// certificate made for the run, and browsers' keys to decrypt what it receives (RFC 8291).
import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  type ECDH,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What the push service received for one endpoint. */
export type Received = { headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A browser's subscription: its P-256 key pair and auth secret, as the browser makes them. */
export type Subscriber = {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  /** PushSubscription.toJSON() */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
};

export type PushService = {
  /** Trusts the service's certificate: the delivery job's TLS agent. */
  agent: Agent;
  subscriber: () => Subscriber;
  received: (s: Subscriber) => Received[];
  /** The status the service answers for the endpoint (201 unless set). */
  answer: (s: Subscriber, status: number) => void;
  close: () => Promise<void>;
};

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem')),
      cert: readFileSync(path.join(dir, 'cert.pem')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService(): Promise<PushService> {
  const tls = selfSignedCertificate();
  const inbox = new Map<string, Received[]>();
  const answers = new Map<string, number>();
  const server: Server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '';
      inbox.set(url, [
        ...(inbox.get(url) ?? []),
        { headers: req.headers, body: Buffer.concat(chunks) },
      ]);
      res.statusCode = answers.get(url) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const pathOf = (s: Subscriber) => new URL(s.endpoint).pathname;
  return {
    agent: new Agent({ ca: tls.cert }),
    subscriber: () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `https://127.0.0.1:${port}/push/${randomUUID()}`;
      return {
        endpoint,
        ecdh,
        auth,
        json: {
          endpoint,
          expirationTime: null,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
      };
    },
    received: (s) => inbox.get(pathOf(s)) ?? [],
    answer: (s, status) => answers.set(pathOf(s), status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Decrypts an aes128gcm Web Push body (RFC 8188 record, RFC 8291 keys) with the browser's keys. */
export function decryptPush(body: Buffer, s: Subscriber): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = s.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    s.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, s.auth, keyInfo, 32));
  const derive = (info: string, length: number) =>
    Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(`Content-Encoding: ${info}\0`), length));
  const decipher = createDecipheriv('aes-128-gcm', derive('aes128gcm', 16), derive('nonce', 12));
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('not the last record of an aes128gcm body');
  return JSON.parse(plain.subarray(0, end).toString('utf8'));
}
