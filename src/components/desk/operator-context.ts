import { createContext, useContext } from 'react';
import type { OperatorMe } from '@/api/desk';

/**
 * The operator at the desk, provided by the desk's shell once GET /api/admin/me answered, so a
 * desk screen can hide what the operator may not do (the server refuses it all the same).
 */
export const OperatorContext = createContext<OperatorMe | null>(null);

export const useOperator = (): OperatorMe | null => useContext(OperatorContext);
