import { useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import { visuallyHidden } from './visually-hidden';

export type CardMenuItem = { key: string; label: string; onSelect: () => void; icon?: ReactNode; /** Red: delete, close. */ danger?: boolean };

/** A card's ⋮ button (named by hidden text, e.g. 'More actions for …') and the menu of its actions, closed as one is chosen. */
export function CardMenu({ name, items }: { name: string; items: readonly CardMenuItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton onClick={(event) => setAnchor(event.currentTarget)} size="small" aria-haspopup="menu" aria-expanded={Boolean(anchor)}>
        <MoreVert fontSize="small" aria-hidden />
        <span style={visuallyHidden}>{name}</span>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.key}
            onClick={() => {
              setAnchor(null);
              item.onSelect();
            }}
            sx={item.danger ? { color: 'error.main' } : undefined}
          >
            {item.icon ? <ListItemIcon sx={item.danger ? { color: 'error.main' } : undefined}>{item.icon}</ListItemIcon> : null}
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
