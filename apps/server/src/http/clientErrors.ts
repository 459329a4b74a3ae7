import http from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode } from '@oms/api-client';

/** Node's own refusals before a request reaches Fastify (timeouts, oversized headers, broken HTTP). */
const answers: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, '请求超时，请重试'],
  HPE_HEADER_OVERFLOW: [431, '请求头过大'],
};

/** Answers a client error on the socket in the envelope, then closes the connection. */
export function envelopeForClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = answers[error.code ?? ''] ?? [400, '请求格式不正确'];
  if (socket.writable) {
    const body = JSON.stringify({ errorCode: ErrorCode.INVALID_INPUT, errorMsg: message, data: null });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
