import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest } from '@common/contracts/auth';

/** The contract's rule for signing in, as the form's resolver (the server checks the same). */
export const loginResolver = zodResolver(loginRequest);
