/** An SMTP server in the test process, on a free port, that keeps every message it receives. */
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  body: string;
}

export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk) => (body += chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
