package dev.varve.row;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RowKindTest {
    @Test
    void validBytesMapAsTheCheckedLookupDoes() {
        for (RowKind k : RowKind.values()) {
            assertSame(k, RowKind.fromValidByte(k.toByteValue()));
            assertSame(k, RowKind.fromByteValue(k.toByteValue()));
        }
        assertThrows(IllegalArgumentException.class, () -> RowKind.fromByteValue((byte) 4));
        assertThrows(IllegalArgumentException.class, () -> RowKind.fromByteValue((byte) -1));
    }
}
