import { Heart, Root } from './FavouriteButton.styles';

export interface FavouriteButtonProps {
  /** Whether the product is in the buyer's favourites. */
  favourited: boolean;
  /** A favourite/cancel request is in flight: presses are ignored until it settles. @default false */
  pending?: boolean;
  /** Called on press; the app adds or cancels the favourite and passes back the new `favourited`. */
  onToggle: () => void;
}

/** 收藏 / 已收藏 toggle for a product (spec §4 favourites: add or cancel). */
export function FavouriteButton({ favourited, pending = false, onToggle }: FavouriteButtonProps) {
  return (
    <Root
      type="button"
      data-ui="FavouriteButton"
      data-state={favourited ? 'on' : 'off'}
      aria-pressed={favourited}
      // aria-disabled rather than disabled keeps keyboard focus on the button while the request runs.
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!pending) onToggle();
      }}
    >
      <Heart aria-hidden="true">{favourited ? '♥' : '♡'}</Heart>
      {/* A toggle keeps one name and lets aria-pressed carry the state, so 已 is shown but not read. */}
      {favourited && <span aria-hidden="true">已</span>}
      收藏
    </Root>
  );
}
