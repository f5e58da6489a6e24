-- A USING join over a join: the condition compares each input's first own column of the name (t RIGHT JOIN y USING (k) LEFT JOIN z USING (k) joins z on t.k, not on the merged k); the bare k is COALESCE of the first two inputs that have it (COALESCE(t.k, y.k), z's and w's left out), while '*' lists COALESCE of the inputs' '*' columns (all of them); parenthesized right inputs and an ON join on the left too
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes ag44_nu_1, ag44_nu_2, ag44_nus_*, ag44_nus3_*); the Java-API interpreter runs no joins
CREATE TABLE t (k INT, a INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 10), (2, 20), (3, 30), (5, 50);
CREATE TABLE y (k INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO y VALUES (1, 100), (2, 200), (4, 400), (6, 600);
CREATE TABLE z (k INT, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO z VALUES (1, 1000), (3, 3000), (4, 4000), (7, 7000);
CREATE TABLE w (k INT, f INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO w VALUES (2, 20000), (4, 40000), (6, 60000), (8, 80000);
SELECT 'k3', k, t.k, y.k, z.k, a, b, e FROM t INNER JOIN y USING (k) RIGHT JOIN z USING (k);
SELECT 'k4', k, t.k, y.k, z.k, a, b, e FROM t INNER JOIN y USING (k) FULL JOIN z USING (k);
SELECT 'k10', k, t.k, y.k, z.k, a, b, e FROM t RIGHT JOIN y USING (k) LEFT JOIN z USING (k);
SELECT 'k11', k, t.k, y.k, z.k, a, b, e FROM t RIGHT JOIN y USING (k) RIGHT JOIN z USING (k);
SELECT 'k12', k, t.k, y.k, z.k, a, b, e FROM t RIGHT JOIN y USING (k) FULL JOIN z USING (k);
SELECT 'k15', k, t.k, y.k, z.k, a, b, e FROM t FULL JOIN y USING (k) RIGHT JOIN z USING (k);
SELECT 'k16', k, t.k, y.k, z.k, a, b, e FROM t FULL JOIN y USING (k) FULL JOIN z USING (k);
SELECT 'x2', k, t.k, y.k, z.k, w.k, a, b, e, f FROM t RIGHT JOIN y USING (k) LEFT JOIN z USING (k) LEFT JOIN w USING (k);
SELECT 'x6', k, t.k, y.k, z.k, w.k, a, b, e, f FROM t FULL JOIN y USING (k) FULL JOIN z USING (k) FULL JOIN w USING (k);
SELECT 'x10', k, t.k, y.k, z.k, w.k, a, b, e, f FROM t FULL JOIN y USING (k) RIGHT JOIN z USING (k) RIGHT JOIN w USING (k);
SELECT 'g1', k, COUNT(*) AS n FROM t RIGHT JOIN y USING (k) FULL JOIN z USING (k) GROUP BY k;
SELECT 'g6', k, t.k, y.k, z.k, a, b, e FROM t RIGHT JOIN (y LEFT JOIN z USING (k)) USING (k);
SELECT 'g7', k, t.k, y.k, z.k, a, b, e FROM t FULL JOIN (y FULL JOIN z USING (k)) USING (k);
SELECT 'g9', k + 1 AS k1, a, b, e FROM t RIGHT JOIN y USING (k) LEFT JOIN z USING (k) ORDER BY k1;
SELECT 'g8', k, t.k, y.k, z.k, a, b, e FROM t RIGHT JOIN y ON t.k = y.k LEFT JOIN z USING (k);
SELECT * FROM t FULL JOIN y USING (k) FULL JOIN z USING (k) FULL JOIN w USING (k);
SELECT * FROM t RIGHT JOIN y USING (k) LEFT JOIN z USING (k);
