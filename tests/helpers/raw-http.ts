/** Sends exact bytes to a server, for requests that fetch or a browser would clean up first. */
import net from "node:net";

export interface RawResponse {
  status: number;
  head: string;
  body: string;
}

export function rawRequest(port: number, request: Buffer | string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // Written without closing our side: a half-closed socket makes Node abort a request still being answered.
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (data += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const split = data.indexOf("\r\n\r\n");
      const head = split === -1 ? data : data.slice(0, split);
      resolve({ status: Number(head.split(" ")[1]), head, body: split === -1 ? "" : data.slice(split + 4) });
    });
  });
}
