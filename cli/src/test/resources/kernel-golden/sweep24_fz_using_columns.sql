-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no joins
-- a USING join's columns (fzjn_0007): '*' lists the USING column first; its bare name is COALESCE(l.c, r.c) in the common type; each side's own column keeps that side's value, null on a padded row
CREATE TABLE a (k INT, g INT, s STRING);
CREATE TABLE b (k BIGINT, g INT, t STRING);
INSERT INTO a VALUES (1, 10, 'a1'), (2, 20, 'a2'), (4, CAST(NULL AS INT), 'a4');
INSERT INTO b VALUES (2, 20, 'b2'), (3, 30, 'b3'), (4, CAST(NULL AS INT), 'b4');
SELECT * FROM a FULL JOIN b USING (g);
SELECT 'right', a.g, b.g, g, a.k FROM a RIGHT JOIN b USING (g);
SELECT 'left', g, a.g, b.g, b.t FROM a LEFT JOIN b USING (g);
SELECT 'fullk', k, a.k, b.k, k + 1 FROM a FULL JOIN b USING (k);
SELECT * FROM a AS x FULL JOIN b AS y USING (k, g);
SELECT 'star2', a.*, b.* FROM a FULL JOIN b USING (g);
SELECT 'grp', a.g, b.g, COUNT(*) FROM a FULL JOIN b USING (g) GROUP BY a.g, b.g;
