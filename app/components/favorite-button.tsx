import { Heart } from "lucide-react";
import { toast } from "sonner";

/**
 * Save a tool to favourites. Favourites need an account: until the visitor
 * signs in, the button explains that instead of saving.
 */
export function FavoriteButton({ toolName, className = "" }: { toolName: string; className?: string }) {
  return (
    <button
      type="button"
      aria-pressed={false}
      aria-label={`Save ${toolName} to favorites`}
      onClick={() => toast("Login Required", { description: "Please log in to save favorites" })}
      className={`inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface text-muted transition hover:text-accent ${className}`}
    >
      <Heart aria-hidden="true" className="size-5" />
    </button>
  );
}
