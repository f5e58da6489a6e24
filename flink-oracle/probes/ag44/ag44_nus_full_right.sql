-- probe ag44: nested USING joins, SELECT * (FULL, RIGHT; no tag column: Flink 2.0 fails a literal before * over a nested USING join)
CREATE TABLE t (k INT, a INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 10), (2, 20), (3, 30), (5, 50);
CREATE TABLE y (k INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO y VALUES (1, 100), (2, 200), (4, 400), (6, 600);
CREATE TABLE z (k INT, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO z VALUES (1, 1000), (3, 3000), (4, 4000), (7, 7000);
SELECT * FROM t FULL JOIN y USING (k) RIGHT JOIN z USING (k);
