package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** {@link RandomNames} gives what {@code prefix + UUID.randomUUID()} gives in form. Seeded. */
class RandomNamesTest {
    private static final long SEED = Long.getLong("seed", 20261201L);

    @Test
    void namesAreAPrefixAndACanonicalVersion4Uuid_seed20261201() {
        RandomNames names = new RandomNames(SEED);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 20_000; i++) {
            String prefix = i % 2 == 0 ? "manifest-" : "manifest-list-";
            String name = names.next(prefix);
            assertTrue(name.startsWith(prefix), name);
            String uuid = name.substring(prefix.length());
            UUID parsed = UUID.fromString(uuid);
            assertEquals(uuid, parsed.toString(), "canonical lower-case form, seed " + SEED);
            assertEquals(4, parsed.version(), name);
            assertEquals(2, parsed.variant(), name);
            assertTrue(seen.add(uuid), "unique: " + name);
        }
    }

    @Test
    void aSuffixFollowsTheUuid_seed20261201() {
        RandomNames names = new RandomNames(SEED);
        for (int i = 0; i < 1_000; i++) {
            String name = names.next("data-", ".vrf");
            assertTrue(name.startsWith("data-") && name.endsWith(".vrf"), name);
            String uuid = name.substring("data-".length(), name.length() - ".vrf".length());
            assertEquals(uuid, UUID.fromString(uuid).toString(), "canonical form, seed " + SEED);
        }
        assertEquals(new RandomNames(SEED).next("m-"), new RandomNames(SEED).next("m-", ""), "an empty suffix adds nothing");
        assertThrows(IllegalArgumentException.class, () -> new RandomNames(SEED).next("m-", ".vrfä"));
    }

    @Test
    void separatelySeededInstancesDoNotRepeatEachOther() {
        assertNotEquals(new RandomNames().next("m-"), new RandomNames().next("m-"));
        assertEquals(new RandomNames(SEED).next("m-"), new RandomNames(SEED).next("m-"), "a seed replays");
        assertThrows(IllegalArgumentException.class, () -> new RandomNames(SEED).next("mä-"));
    }
}
