package dev.varve.format;

import java.io.IOException;

/**
 * A file is not what its format says it must be: wrong magic, unknown version, a checksum
 * mismatch, a truncated file, or a structure that points outside its bounds. The message names
 * the file and the byte offset where the problem was found. Never means "wrong rows": a reader
 * that throws this has returned nothing decoded from the damaged part.
 */
public class CorruptFileException extends IOException {
    private static final long serialVersionUID = 1L;

    private final String path;
    private final long offset;

    public CorruptFileException(String path, long offset, String problem) {
        this(path, offset, problem, null);
    }

    public CorruptFileException(String path, long offset, String problem, Throwable cause) {
        super("corrupt file " + path + " at offset " + offset + ": " + problem, cause);
        this.path = path;
        this.offset = offset;
    }

    /** The file that is damaged. */
    public String path() {
        return path;
    }

    /** The byte offset in the file where the damage was detected (-1 if not known). */
    public long offset() {
        return offset;
    }
}
