import Link from '@mui/material/Link';

/** The first focusable element: jumps past the navigation to the main content. */
export function SkipLink({ target, label }: { target: string; label: string }) {
  return (
    <Link
      href={`#${target}`}
      sx={(theme) => ({
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: theme.zIndex.tooltip + 1,
        p: 1.5,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        '&:focus': { top: 8 },
      })}
    >
      {label}
    </Link>
  );
}
