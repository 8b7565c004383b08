import { encryptionKeyResponse } from "../session/encryption-key.server";
import type { Route } from "./+types/api-encryption-key";

export function loader({ request }: Route.LoaderArgs) {
  return encryptionKeyResponse(request);
}
