import AccountTree from '@mui/icons-material/AccountTree';
import Article from '@mui/icons-material/Article';
import Circle from '@mui/icons-material/Circle';
import Explore from '@mui/icons-material/Explore';
import FolderOpen from '@mui/icons-material/FolderOpen';
import Insights from '@mui/icons-material/Insights';
import Lightbulb from '@mui/icons-material/Lightbulb';
import Mail from '@mui/icons-material/Mail';
import People from '@mui/icons-material/People';
import PieChart from '@mui/icons-material/PieChart';
import type SvgIcon from '@mui/material/SvgIcon';

type IconComponent = typeof SvgIcon;

/**
 * Material icon names used by the brands' navigation (domain NAV_CATALOG), each imported by its
 * own path so that only these icons reach the bundle.
 */
const ICONS: Record<string, IconComponent> = {
  AccountTree,
  Article,
  Explore,
  FolderOpen,
  Insights,
  Lightbulb,
  Mail,
  People,
  PieChart,
};

export function NavIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? Circle;
  return <Icon aria-hidden />;
}
