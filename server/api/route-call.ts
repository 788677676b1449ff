/** What an API route's loader hands to apiResponse: the process's database, the visitor's address, the public origin. */
import type { RouterContextProvider } from "react-router";
import { clientAddressContext } from "~/lib/request-context";
import { db } from "../db/index";
import { env } from "../env";
import type { ApiCall } from "./respond";

export interface ApiLoaderArgs {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
}

export function apiCall({ request, params, context }: ApiLoaderArgs): ApiCall {
  return { request, params, db: db(), clientAddress: context.get(clientAddressContext), origin: env().PUBLIC_URL };
}
