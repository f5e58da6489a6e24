package dev.varve.memtable;

import java.io.IOException;

/** A spill file failed a check (magic, version, checksum, structure); names the file and offset. */
public final class CorruptSpillFileException extends IOException {
    private final String path;
    private final long offset;

    public CorruptSpillFileException(String path, long offset, String problem) {
        super("corrupt spill file " + path + " at offset " + offset + ": " + problem);
        this.path = path;
        this.offset = offset;
    }

    public String path() {
        return path;
    }

    public long offset() {
        return offset;
    }
}
