package dev.varve.kernel;

/**
 * A failure a user can act on: bad DDL, a bad record, an unknown table, a commit conflict.
 * The message names the object and the cause and is fit to print as is.
 */
public class VarveException extends RuntimeException {
    public VarveException(String message) {
        super(message);
    }

    public VarveException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The named table, database or catalog object does not exist. */
    public static class NotFound extends VarveException {
        public NotFound(String message) {
            super(message);
        }
    }

    /** The named object exists already. */
    public static class AlreadyExists extends VarveException {
        public AlreadyExists(String message) {
            super(message);
        }
    }

    /** Invalid table definition or option value. */
    public static class InvalidSchema extends VarveException {
        public InvalidSchema(String message) {
            super(message);
        }
    }

    /** A record rejected at write time (type, arity, NOT NULL, row kind not allowed). */
    public static class InvalidRecord extends VarveException {
        public InvalidRecord(String message) {
            super(message);
        }
    }

    /** A commit lost a race it cannot rebase over (e.g. an overwrite vs a concurrent write). */
    public static class CommitConflict extends VarveException {
        public CommitConflict(String message) {
            super(message);
        }
    }
}
