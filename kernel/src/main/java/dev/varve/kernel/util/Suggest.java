package dev.varve.kernel.util;

import java.util.Locale;

/**
 * "Did you mean" hints for misspelled names (tables, columns, catalogs, functions, options): the
 * candidate nearest by {@link #distance optimal string alignment distance}, compared without case.
 * Stateless and thread-safe.
 */
public final class Suggest {
    private Suggest() {
    }

    /**
     * The candidate closest to {@code name} (ignoring case) if it is within
     * {@code max(2, length / 3)} edits, else null; of equally close candidates the first wins.
     */
    public static String closest(String name, Iterable<String> candidates) {
        return closest(name, candidates, Math.max(2, name.length() / 3));
    }

    /** The candidate closest to {@code name} (ignoring case) within {@code maxDistance} edits, else null. */
    public static String closest(String name, Iterable<String> candidates, int maxDistance) {
        String n = name.toLowerCase(Locale.ROOT);
        String best = null;
        int bestDistance = maxDistance + 1;
        for (String c : candidates) {
            int d = distance(n, c.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        return best;
    }

    /**
     * Optimal string alignment distance: insertions, deletions, substitutions and transpositions
     * of adjacent characters each cost one edit ({@code "bukcet"} is one edit from {@code "bucket"}).
     */
    public static int distance(String a, String b) {
        int n = b.length();
        int[] beforePrev = new int[n + 1];
        int[] prev = new int[n + 1];
        int[] cur = new int[n + 1];
        for (int j = 0; j <= n; j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            char ai = a.charAt(i - 1);
            for (int j = 1; j <= n; j++) {
                char bj = b.charAt(j - 1);
                int v = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + (ai == bj ? 0 : 1));
                if (i > 1 && j > 1 && ai == b.charAt(j - 2) && a.charAt(i - 2) == bj) {
                    v = Math.min(v, beforePrev[j - 2] + 1);
                }
                cur[j] = v;
            }
            int[] t = beforePrev;
            beforePrev = prev;
            prev = cur;
            cur = t;
        }
        return prev[n];
    }
}
