/** An SMTP server in the test process, on a free port, that keeps every message it receives. */
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  body: string;
}

/** `refuse`: recipients answered "550 no such mailbox" (a permanent refusal); the set can change while it runs. */
export async function startSmtpServer({ refuse = [] }: { refuse?: Iterable<string> } = {}) {
  const received: ReceivedMail[] = [];
  const refused = new Set(refuse);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      else callback();
    },
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
  return { received, refused, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
