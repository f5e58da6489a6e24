package dev.varve.row;

/** The kind of change a record carries (SEMANTICS §1). The byte value is part of on-disk formats. */
public enum RowKind {
    INSERT("+I", (byte) 0),
    UPDATE_BEFORE("-U", (byte) 1),
    UPDATE_AFTER("+U", (byte) 2),
    DELETE("-D", (byte) 3);

    private static final RowKind[] BY_VALUE = {INSERT, UPDATE_BEFORE, UPDATE_AFTER, DELETE};

    private final String shortString;
    private final byte value;

    RowKind(String shortString, byte value) {
        this.shortString = shortString;
        this.value = value;
    }

    /** {@code +I}, {@code -U}, {@code +U} or {@code -D}. */
    public String shortString() {
        return shortString;
    }

    /** The stable byte value used on disk and in memory. */
    public byte toByteValue() {
        return value;
    }

    /** {@code +I} and {@code +U} add a row; {@code -U} and {@code -D} retract one. */
    public boolean isAdd() {
        return this == INSERT || this == UPDATE_AFTER;
    }

    public boolean isRetract() {
        return !isAdd();
    }

    /**
     * The kind of a byte value already known to be 0..3 (a decoded page's kinds are checked when the
     * page is read; a view's kind byte was set from a kind): no range check, only its low two bits
     * are read. A row's per-record {@code getRowKind()} on a scan's hot path takes it.
     */
    public static RowKind fromValidByte(byte b) {
        return BY_VALUE[b & 3];
    }

    public static RowKind fromByteValue(byte b) {
        if (b < 0 || b > 3) {
            throw new IllegalArgumentException("unknown row kind byte " + b);
        }
        return BY_VALUE[b];
    }

    /** Parses {@code +I}, {@code -U}, {@code +U}, {@code -D} (case-insensitive). */
    public static RowKind fromShortString(String s) {
        switch (s.toUpperCase(java.util.Locale.ROOT)) {
            case "+I": return INSERT;
            case "-U": return UPDATE_BEFORE;
            case "+U": return UPDATE_AFTER;
            case "-D": return DELETE;
            default: throw new IllegalArgumentException("unknown row kind '" + s + "' (expected +I, -U, +U or -D)");
        }
    }
}
