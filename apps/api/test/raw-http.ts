import { connect } from 'node:net';

/**
 * One raw HTTP/1.1 exchange with a server listening on 127.0.0.1: what app.inject cannot send (an absolute-form
 * target, headers over the parser's limit, a malformed request). Resolves with the status line and the body
 * once the server closes the connection (send `Connection: close`).
 */
export function rawRequest(port: number, text: string): Promise<{ statusLine: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ statusLine: head.split('\r\n')[0] ?? '', body });
    });
    socket.on('error', reject);
  });
}
