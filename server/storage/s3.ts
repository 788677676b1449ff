/** The storage driver for many instances: any S3-compatible bucket. */
import type { S3Client } from "@aws-sdk/client-s3";
import { errorField, errorMessage, errorName } from "../error-fields";
import type { FileStorage } from "./index";

// The SDK is loaded by the first call, not with the server: most sites keep their files on disk,
// and it takes longer to load than the rest of start-up's libraries.
let sdkLoading: Promise<typeof import("@aws-sdk/client-s3")> | undefined;
const loadSdk = () => (sdkLoading ??= import("@aws-sdk/client-s3"));

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export function s3Storage(settings: S3Settings): FileStorage {
  let client: S3Client | undefined;
  const connect = async () => {
    const loaded = await loadSdk();
    client ??= new loaded.S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
    return { client, sdk: loaded };
  };
  const Bucket = settings.bucket;
  const exists = async (key: string) => {
    const { client, sdk } = await connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
      return true;
    } catch (error) {
      if (errorField(errorField(error, "$metadata"), "httpStatusCode") === 404) return false;
      throw error;
    }
  };
  return {
    description: `S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`,
    async put(key, body, contentType) {
      // Keys are random and never reused. A taken key is refused here, and by the service itself
      // (If-None-Match) where it supports conditional writes, which closes the gap between the two calls.
      if (await exists(key)) throw new Error(`Storage key already taken: ${key}`);
      const { client, sdk } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, IfNoneMatch: "*" }));
    },
    async get(key) {
      const { client, sdk } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        const body = Buffer.from(await object.Body!.transformToByteArray());
        return { body, contentType: object.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || errorName(error) === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async delete(key) {
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      const { client, sdk } = await connect();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new Error(`The S3 bucket ${Bucket} cannot be reached: ${errorName(error) ?? ""} ${errorMessage(error) ?? ""}`.trim(), { cause: error });
      }
    },
  };
}
