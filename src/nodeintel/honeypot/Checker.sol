// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

// Never deployed: its runtime code is injected at a random address through an eth_call state
// override, together with a native balance, and `check` runs buy → transfer → sell in that one
// call. Every step runs under try/catch so a failing step is reported, not propagated, and the
// caller gets all measurements back in one answer.

interface IFactoryLike {
    function getPair(address tokenA, address tokenB) external view returns (address);
}

interface IPairLike {
    function getReserves() external view returns (uint112, uint112, uint32);
    function token0() external view returns (address);
}

interface IRouterLike {
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory);
    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

interface IWrappedNative {
    function deposit() external payable;
    function balanceOf(address) external view returns (uint256);
    function approve(address, uint256) external returns (bool);
}

contract HoneypotChecker {
    // Indexes into the numbers array returned by `check`; mirrored in result.ts.
    uint256 private constant PAIR = 0;
    uint256 private constant RESERVE_TOKEN = 1;
    uint256 private constant RESERVE_WRAPPED = 2;
    uint256 private constant BUY_IN = 3;
    uint256 private constant BUY_EXPECTED = 4;
    uint256 private constant BUY_RECEIVED = 5;
    uint256 private constant BUY_GAS = 6;
    uint256 private constant TRANSFER_SENT = 7;
    uint256 private constant TRANSFER_RECEIVED = 8;
    uint256 private constant TRANSFER_GAS = 9;
    uint256 private constant SELL_IN = 10;
    uint256 private constant SELL_EXPECTED = 11;
    uint256 private constant SELL_RECEIVED = 12;
    uint256 private constant SELL_GAS = 13;
    uint256 private constant POOL_STATUS = 14;
    uint256 private constant BUY_STATUS = 15;
    uint256 private constant TRANSFER_STATUS = 16;
    uint256 private constant SELL_STATUS = 17;
    uint256 private constant BLOCK_NUMBER = 18;
    uint256 private constant COUNT = 19;

    // POOL_STATUS: 0 = pool found.
    uint256 private constant NO_PAIR = 1;
    uint256 private constant NO_LIQUIDITY = 2;
    // BUY/TRANSFER/SELL_STATUS: 0 = not run.
    uint256 private constant OK = 1;
    uint256 private constant QUOTE_FAILED = 2;
    uint256 private constant FAILED = 3;
    uint256 private constant APPROVE_FAILED = 4;

    struct Params {
        address router;
        address factory;
        address wrapped;
        address token;
        address sink;
        uint256 amountIn;
        uint256 maxReserveBps;
        uint256 transferBps;
    }

    /// Buys `token` with `amountIn` wrapped native (capped at `maxReserveBps` of the pool's wrapped
    /// reserve), transfers `transferBps` of the bought amount to `sink`, then sells everything left.
    /// Wrapping first and swapping token-for-token keeps the call identical on every V2 fork, whose
    /// native-coin function names differ (ETH, BNB, AVAX).
    function check(Params calldata p)
        external
        returns (uint256[] memory n, bytes memory buyError, bytes memory transferError, bytes memory sellError)
    {
        n = new uint256[](COUNT);
        // Lets a follow-up trace replay the call on exactly the state it saw.
        n[BLOCK_NUMBER] = block.number;
        if (!_findPool(p, n)) return (n, buyError, transferError, sellError);
        buyError = _buy(p, n);
        if (n[BUY_STATUS] != OK) return (n, buyError, transferError, sellError);
        // A blocked transfer does not stop the sell: the verdict needs to know whether selling works.
        transferError = _transfer(p, n);
        sellError = _sell(p, n);
    }

    function _findPool(Params calldata p, uint256[] memory n) private view returns (bool) {
        address pair = IFactoryLike(p.factory).getPair(p.token, p.wrapped);
        n[PAIR] = uint256(uint160(pair));
        if (pair == address(0)) {
            n[POOL_STATUS] = NO_PAIR;
            return false;
        }
        (uint112 r0, uint112 r1, ) = IPairLike(pair).getReserves();
        bool tokenIsToken0 = IPairLike(pair).token0() == p.token;
        n[RESERVE_TOKEN] = tokenIsToken0 ? r0 : r1;
        n[RESERVE_WRAPPED] = tokenIsToken0 ? r1 : r0;
        uint256 cap = (n[RESERVE_WRAPPED] * p.maxReserveBps) / 10_000;
        n[BUY_IN] = p.amountIn > cap ? cap : p.amountIn;
        if (n[BUY_IN] == 0 || n[RESERVE_TOKEN] == 0) {
            n[POOL_STATUS] = NO_LIQUIDITY;
            return false;
        }
        return true;
    }

    function _buy(Params calldata p, uint256[] memory n) private returns (bytes memory) {
        uint256 amountIn = n[BUY_IN];
        IWrappedNative(p.wrapped).deposit{value: amountIn}();
        IWrappedNative(p.wrapped).approve(p.router, amountIn);
        address[] memory path = _path(p.wrapped, p.token);
        try IRouterLike(p.router).getAmountsOut(amountIn, path) returns (uint256[] memory amounts) {
            n[BUY_EXPECTED] = amounts[1];
        } catch (bytes memory reason) {
            n[BUY_STATUS] = QUOTE_FAILED;
            return reason;
        }
        uint256 before = _balance(p.token, address(this));
        uint256 gasBefore = gasleft();
        try IRouterLike(p.router).swapExactTokensForTokensSupportingFeeOnTransferTokens(amountIn, 0, path, address(this), block.timestamp) {
            n[BUY_GAS] = gasBefore - gasleft();
        } catch (bytes memory reason) {
            n[BUY_GAS] = gasBefore - gasleft();
            n[BUY_STATUS] = FAILED;
            return reason;
        }
        n[BUY_RECEIVED] = _gain(_balance(p.token, address(this)), before);
        n[BUY_STATUS] = OK;
        return "";
    }

    function _transfer(Params calldata p, uint256[] memory n) private returns (bytes memory) {
        uint256 sent = (n[BUY_RECEIVED] * p.transferBps) / 10_000;
        n[TRANSFER_SENT] = sent;
        if (sent == 0) return "";
        uint256 before = _balance(p.token, p.sink);
        uint256 gasBefore = gasleft();
        (bool ok, bytes memory ret) = p.token.call(abi.encodeWithSelector(0xa9059cbb, p.sink, sent));
        n[TRANSFER_GAS] = gasBefore - gasleft();
        if (!_succeeded(ok, ret)) {
            n[TRANSFER_STATUS] = FAILED;
            return ok ? abi.encodeWithSignature("Error(string)", "transfer returned false") : ret;
        }
        n[TRANSFER_RECEIVED] = _gain(_balance(p.token, p.sink), before);
        n[TRANSFER_STATUS] = OK;
        return "";
    }

    function _sell(Params calldata p, uint256[] memory n) private returns (bytes memory) {
        uint256 selling = _balance(p.token, address(this));
        n[SELL_IN] = selling;
        (bool ok, bytes memory ret) = p.token.call(abi.encodeWithSelector(0x095ea7b3, p.router, type(uint256).max));
        if (!_succeeded(ok, ret)) {
            n[SELL_STATUS] = APPROVE_FAILED;
            return ok ? abi.encodeWithSignature("Error(string)", "approve returned false") : ret;
        }
        address[] memory path = _path(p.token, p.wrapped);
        // Quoted right before the sell: the buy moved the reserves, and swap-back tokens move them again.
        try IRouterLike(p.router).getAmountsOut(selling, path) returns (uint256[] memory amounts) {
            n[SELL_EXPECTED] = amounts[1];
        } catch (bytes memory reason) {
            n[SELL_STATUS] = QUOTE_FAILED;
            return reason;
        }
        uint256 before = IWrappedNative(p.wrapped).balanceOf(address(this));
        uint256 gasBefore = gasleft();
        try IRouterLike(p.router).swapExactTokensForTokensSupportingFeeOnTransferTokens(selling, 0, path, address(this), block.timestamp) {
            n[SELL_GAS] = gasBefore - gasleft();
        } catch (bytes memory reason) {
            n[SELL_GAS] = gasBefore - gasleft();
            n[SELL_STATUS] = FAILED;
            return reason;
        }
        n[SELL_RECEIVED] = _gain(IWrappedNative(p.wrapped).balanceOf(address(this)), before);
        n[SELL_STATUS] = OK;
        return "";
    }

    function _path(address from, address to) private pure returns (address[] memory path) {
        path = new address[](2);
        path[0] = from;
        path[1] = to;
    }

    function _balance(address token, address holder) private view returns (uint256) {
        (bool ok, bytes memory ret) = token.staticcall(abi.encodeWithSelector(0x70a08231, holder));
        return ok && ret.length >= 32 ? abi.decode(ret, (uint256)) : 0;
    }

    // A balance that shrank (a token that siphons holders) counts as nothing received, not an underflow.
    function _gain(uint256 afterwards, uint256 before) private pure returns (uint256) {
        return afterwards > before ? afterwards - before : 0;
    }

    // Tokens such as USDT return nothing from transfer/approve; only an explicit `false` fails.
    function _succeeded(bool ok, bytes memory ret) private pure returns (bool) {
        return ok && (ret.length == 0 || (ret.length >= 32 && abi.decode(ret, (bool))));
    }
}
