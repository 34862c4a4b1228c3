-- Hyperliquid joins the derivatives venues; it publishes no long/short account ratio, so the
-- column admits NULL ("the venue has none"), never a made-up figure.
ALTER TABLE derivatives_points ALTER COLUMN long_short_ratio DROP NOT NULL;
