// evmole ships its types beside the browser build only; Node resolves the package to a file
// without them, so the part used here is declared again.
declare module 'evmole' {
  export interface ContractFunction {
    selector: string;
    bytecodeOffset: number;
    arguments?: string;
    stateMutability?: string;
  }
  export function contractInfo(
    code: string,
    args: { selectors?: boolean; arguments?: boolean; stateMutability?: boolean },
  ): { functions?: ContractFunction[] };
}
