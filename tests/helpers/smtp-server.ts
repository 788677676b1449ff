/** An SMTP server in the test process, on a free port, that keeps every message it accepts. */
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  body: string;
}

interface HeldMessage {
  sessionId: string;
  /** The name the sender gave in its greeting (nodemailer's `name` option). */
  sender: string;
  mail: ReceivedMail;
  accept: () => void;
}

/**
 * `refuse`: recipients answered "550 no such mailbox" (a permanent refusal); the set can change while it runs.
 * `pause()` holds every message that arrives after it without answering; `resume()` accepts the held ones
 * whose sender is still connected. A message counts as received only once it is accepted: a sender that
 * died waiting never heard "250", so for it the message was not delivered. Senders are told apart by
 * the name they greet with (`?name=` on a nodemailer URL).
 */
export async function startSmtpServer({ refuse = [] }: { refuse?: Iterable<string> } = {}) {
  const received: ReceivedMail[] = [];
  const refused = new Set(refuse);
  /** Open sessions, by id, with the name each sender greeted with. */
  const openSessions = new Map<string, string>();
  const closedSessions = new Set<string>();
  let held: HeldMessage[] | null = null;
  const server = new SMTPServer({
    // Closing ends the connections a pooled client keeps open at once, instead of after 30 s.
    closeTimeout: 50,
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
        const mail = { to: session.envelope.rcptTo.map((r) => r.address).join(","), body };
        const accept = () => {
          received.push(mail);
          callback();
        };
        if (held) held.push({ sessionId: session.id, sender: session.hostNameAppearsAs, mail, accept });
        else accept();
      });
    },
    onMailFrom(_address, session, callback) {
      openSessions.set(session.id, session.hostNameAppearsAs);
      callback();
    },
    onClose(session) {
      openSessions.delete(session.id);
      closedSessions.add(session.id);
    },
  });
  // A sender killed mid-message resets its connection; the server reports that as an error event,
  // which would otherwise be thrown. The session's close still follows, and is what the tests watch.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    received,
    refused,
    url: `smtp://127.0.0.1:${port}`,
    pause: () => {
      held ??= [];
    },
    /** How many connections the sender that greets with `sender` has open. */
    connectionsFrom: (sender: string) => [...openSessions.values()].filter((name) => name === sender).length,
    /** How many messages from `sender` wait for an answer. */
    heldFrom: (sender: string) => held?.filter((message) => message.sender === sender).length ?? 0,
    resume: () => {
      const waiting = held ?? [];
      held = null;
      for (const message of waiting) if (!closedSessions.has(message.sessionId)) message.accept();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
