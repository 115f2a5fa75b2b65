import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { ImapFlow } from "imapflow";

/**
 * A real Dovecot IMAP server on loopback for tests, run from a config in a temp folder (passwd-file users, maildir),
 * in the foreground so the test owns its life. Needs Debian's dovecot-imapd (scripts/install-test-deps.sh).
 */
export interface DovecotUser {
  user: string;
  password: string;
}

export interface Dovecot {
  host: string;
  port: number;
  dir: string;
  /** Stops the server (the mail stays on disk). */
  stop(): Promise<void>;
  /** Starts it again on the same port, as after a crash or a restart. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  dispose(): Promise<void>;
  /** The server's log, for a failing test to show. */
  log(): string;
}

export const DOVECOT_BINARY = "/usr/sbin/dovecot";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function waitForPort(port: number, open: boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ host: "127.0.0.1", port });
      const retry = (isOpen: boolean) => {
        socket.destroy();
        if (isOpen === open) return resolve();
        if (Date.now() > deadline)
          return reject(new Error(`Dovecot port ${port} did not ${open ? "open" : "close"}`));
        setTimeout(attempt, 50);
      };
      socket.once("connect", () => retry(true));
      socket.once("error", () => retry(false));
    };
    attempt();
  });
}

export async function startDovecot({ users }: { users: DovecotUser[] }): Promise<Dovecot> {
  const dir = mkdtempSync(join(tmpdir(), "inbox-dovecot-"));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const { uid, gid, username } = userInfo();
  // Dovecot drops privileges for its login processes; as root we let it use its own system users.
  const loginUser = uid === 0 ? "dovenull" : username;
  const internalUser = uid === 0 ? "dovecot" : username;
  for (const sub of ["run", "state", "mail"]) mkdirSync(join(dir, sub), { recursive: true });
  // Dovecot refuses mail access as uid 0: as root, the mail belongs to "nobody".
  const mailUid = uid === 0 ? 65534 : uid;
  const mailGid = uid === 0 ? 65534 : gid;
  if (uid === 0) chownSync(join(dir, "mail"), mailUid, mailGid);
  writeFileSync(join(dir, "users"), users.map((u) => `${u.user}:{PLAIN}${u.password}::::::`).join("\n"));
  const config = `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
instance_name = inbox-test-${port}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
first_valid_uid = 1
first_valid_gid = 0
default_login_user = ${loginUser}
default_internal_user = ${internalUser}
default_internal_group = ${uid === 0 ? "dovecot" : (readGroupName(gid) ?? username)}
mail_location = maildir:${dir}/mail/%u
imap_idle_notify_interval = 1 secs
mailbox_idle_check_interval = 1 secs
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
namespace inbox {
  inbox = yes
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
}
`;
  const configPath = join(dir, "dovecot.conf");
  writeFileSync(configPath, config);
  let child: ChildProcess | undefined;

  const start = async () => {
    // Its own process group, so that stopping it ends the login and IMAP processes too, as a crash would.
    child = spawn(DOVECOT_BINARY, ["-F", "-c", configPath], {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    child.stdout?.on("data", (d) => {
      output += d;
    });
    child.stderr?.on("data", (d) => {
      output += d;
    });
    const exited = new Promise<never>((_, reject) =>
      child?.once("exit", (code) => reject(new Error(`Dovecot exited (${code}): ${output}${readLog(dir)}`))),
    );
    await Promise.race([waitForPort(port, true), exited]);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const gone = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    if (running.pid) process.kill(-running.pid, "SIGKILL");
    await gone;
    await waitForPort(port, false);
  };

  await start();
  return {
    host: "127.0.0.1",
    port,
    dir,
    start,
    stop,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => readLog(dir),
  };
}

function readLog(dir: string) {
  try {
    return readFileSync(join(dir, "dovecot.log"), "utf8");
  } catch {
    return "";
  }
}

function readGroupName(gid: number): string | undefined {
  try {
    return execFileSync("getent", ["group", String(gid)], { encoding: "utf8" }).split(":")[0];
  } catch {
    return undefined;
  }
}

/** A connected IMAP client of one of the server's users, as a mail program would be. */
export async function connectImapClient(dovecot: Dovecot, { user, password }: DovecotUser) {
  const client = new ImapFlow({
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    auth: { user, pass: password },
    logger: false,
  });
  await client.connect();
  return client;
}

/** Puts mail in a user's INBOX over IMAP (APPEND on one connection), as mail that arrived. */
export async function appendToInbox(dovecot: Dovecot, login: DovecotUser, mails: string[]) {
  const client = await connectImapClient(dovecot, login);
  try {
    for (const mail of mails) await client.append("INBOX", mail);
  } finally {
    await client.logout();
  }
}

/**
 * Delivers mail into a user's INBOX the way a local delivery agent does: one file each in the maildir's `new/`, which
 * Dovecot numbers when the folder is next opened. Thousands of mails take a moment, where APPENDing them one by one
 * takes a minute.
 */
export function deliverToMaildir(dovecot: Dovecot, user: string, mails: (string | Buffer)[]) {
  // mail_location is the user's folder itself: INBOX is its cur/new/tmp.
  const folder = join(dovecot.dir, "mail", user);
  const uid = userInfo().uid;
  // As root, the mail belongs to "nobody" (see startDovecot).
  const owner = uid === 0 ? 65534 : uid;
  for (const path of [folder, ...["cur", "new", "tmp"].map((sub) => join(folder, sub))]) {
    mkdirSync(path, { recursive: true });
    chownSync(path, owner, owner);
  }
  const stamp = Math.floor(Date.now() / 1000);
  mails.forEach((mail, i) => {
    const bytes = typeof mail === "string" ? Buffer.from(mail) : mail;
    const file = join(folder, "new", `${stamp}.M${i}P${process.pid}.inbox-test,S=${bytes.byteLength}`);
    writeFileSync(file, bytes);
    chownSync(file, owner, owner);
  });
}
