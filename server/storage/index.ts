/**
 * File storage behind one small interface, with two drivers: a directory under
 * DATA_DIR (one machine) or an S3-compatible bucket (many). Keys are generated
 * by the site and never reused, so a put never replaces a file.
 */
import path from "node:path";
import { env, type Env } from "../env";
import { processSingleton } from "../process-singleton";
import { localStorage } from "./local";
import { s3Storage } from "./s3";

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Where files live, for the start-up log. */
  readonly description: string;
  /** Fails when the key is taken: a file, once written, never changes. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
  /** Throws with a message naming what is wrong when the storage cannot be used. */
  check(): Promise<void>;
}

export function storageFromEnv(config: Pick<Env, "DATA_DIR" | "S3">): FileStorage {
  return config.S3 ? s3Storage(config.S3) : localStorage(path.join(config.DATA_DIR, "uploads"));
}

const processStorage = processSingleton<FileStorage>("storage");

/** The process-wide storage, as configured. */
export function storage(): FileStorage {
  return processStorage.once(() => storageFromEnv(env()));
}
