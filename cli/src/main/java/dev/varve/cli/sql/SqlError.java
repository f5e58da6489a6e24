package dev.varve.cli.sql;

/**
 * A statement failed for a reason the user can act on (syntax, unknown object, bad literal, unsupported
 * feature). The message names the object and the cause and is printed as is after {@code ERROR:}.
 */
public final class SqlError extends RuntimeException {
    public SqlError(String message) {
        super(message);
    }

    public SqlError(String message, Throwable cause) {
        super(message, cause);
    }
}
