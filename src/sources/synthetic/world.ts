/**
 * Everything that depends only on the seed, built once per seed and shared by every view, so
 * creating a view per request costs nothing.
 */

import { TEST_SYMBOLS } from './assets.ts';
import { CandleBuilder } from './candles.ts';
import { Crowd } from './crowd.ts';
import { DerivativesModel } from './derivatives.ts';
import { FlowsModel } from './flows.ts';
import { Liquidations } from './liquidations.ts';
import { NewsModel } from './news.ts';
import { OnchainModel } from './onchain.ts';
import { PriceModel } from './price.ts';
import { TestWhales } from './testWhales.ts';
import { WhaleBook } from './whales.ts';

export interface World {
  price: PriceModel;
  candles: CandleBuilder;
  derivatives: DerivativesModel;
  whales: WhaleBook;
  onchain: OnchainModel;
  flows: FlowsModel;
  news: NewsModel;
}

const MAX_WORLDS = 8;
const worlds = new Map<string, World>();

export function getWorld(seed: string): World {
  const hit = worlds.get(seed);
  if (hit) return hit;
  const price = new PriceModel(seed);
  const crowd = new Crowd(price, seed);
  const world: World = {
    price,
    candles: new CandleBuilder(price, seed),
    derivatives: new DerivativesModel(price, seed),
    whales: new WhaleBook(
      price,
      crowd,
      new TestWhales(price, seed),
      new Liquidations(price, crowd, seed, TEST_SYMBOLS),
      seed,
    ),
    onchain: new OnchainModel(price, seed),
    flows: new FlowsModel(price, seed),
    news: new NewsModel(price, seed),
  };
  // Seeds are few in practice (one sandbox seed, a few in tests); evict oldest beyond a handful.
  if (worlds.size >= MAX_WORLDS) worlds.delete(worlds.keys().next().value as string);
  worlds.set(seed, world);
  return world;
}
