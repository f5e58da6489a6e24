package dev.varve.cli;

import dev.varve.cli.sql.SqlError;
import dev.varve.kernel.VarveException;

/** Turns failures into the one-line cause printed after {@code ERROR:}. Stateless. */
final class Errors {
    private Errors() {
    }

    /** The cause, fit for a user: the message of user errors, class and message of internal ones. */
    static String describe(Throwable e) {
        if (e instanceof SqlError || e instanceof VarveException) {
            return e.getMessage();
        }
        if (e instanceof IllegalArgumentException && e.getMessage() != null) {
            return e.getMessage();
        }
        if (e instanceof java.io.UncheckedIOException || e instanceof java.io.IOException) {
            return "I/O error: " + e.getMessage();
        }
        return "internal error: " + e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage())
                + " (set VARVE_DEBUG=1 for a stack trace)";
    }

    static boolean isUserError(Throwable e) {
        return e instanceof SqlError || e instanceof VarveException || e instanceof IllegalArgumentException;
    }
}
