import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** Which refusal a parser error is: oversized headers (16 KB, long URLs included), a slow client, or bad bytes. */
function refusalOf(code: string | undefined): [number, { error: string; hint?: string }] {
  if (code === 'HPE_HEADER_OVERFLOW')
    return [431, { error: 'Request headers are too large', hint: 'Keep the URL and headers under 16 KB in all.' }];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, { error: 'Request timed out' }];
  return [400, { error: 'Malformed HTTP request' }];
}

/**
 * Requests Node's HTTP parser refuses before Express sees them (a URL or headers over the 16 KB limit, a malformed
 * request line, control bytes in a header) answer the API's JSON error shape, not Node's bare status line.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const [status, body] = refusalOf(err.code);
    const text = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
    );
  });
}
