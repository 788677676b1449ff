import {
  AudioLines, BadgeCheck, BookOpen, Bot, Box, Brain, Brush, Building2, Camera, Captions, Clapperboard, Code,
  FileAudio, Film, Folder, Globe, ImagePlus, Languages, LayoutTemplate, Library, Magnet, Mail, Megaphone, Mic,
  Music, Palette, PenLine, Presentation, Scissors, Search, Share2, Shirt, Sparkles, SpellCheck, Target, Type,
  UserRound, Users, Workflow, Zap, ZoomIn,
} from "~/components/icons";
import type { Icon } from "./icon";

/** Category icons are stored by name; this maps the names to components. */
const ICONS: Record<string, Icon> = {
  AudioLines, BadgeCheck, BookOpen, Bot, Box, Brain, Brush, Building2, Camera, Captions, Clapperboard, Code,
  FileAudio, Film, Globe, ImagePlus, Languages, LayoutTemplate, Library, Magnet, Mail, Megaphone, Mic, Music,
  Palette, PenLine, Presentation, Scissors, Search, Share2, Shirt, Sparkles, SpellCheck, Target, Type, UserRound,
  Users, Workflow, Zap, ZoomIn,
};

export function CategoryIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = (name && ICONS[name]) || Folder;
  return <Icon aria-hidden="true" className={className} />;
}
