-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter writes batch INSERT rows as +I (it does not plan the query: a plain copy keeps the split read's kinds on Flink)
-- batch INSERT INTO a print sink: only a plain SELECT * (no Calc after Paimon's source) passes the merged +U on; a query with expressions (also under ORDER BY/LIMIT, in a subquery with WHERE, in UNION ALL), DISTINCT, GROUP BY or a join gives +I
CREATE TABLE s (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO s VALUES +I(1, 'a'), +I(2, 'b'), +I(3, 'c');
INSERT INTO s VALUES +U(1, 'a2'), +U(3, 'c2');
CREATE TEMPORARY TABLE p (k INT, v STRING) WITH ('connector' = 'print');
INSERT INTO p SELECT * FROM s;
INSERT INTO p SELECT k + 10, UPPER(v) FROM s WHERE k > 1;
INSERT INTO p SELECT k + 20, v FROM s ORDER BY k LIMIT 2;
INSERT INTO p SELECT k + 30, v FROM (SELECT * FROM s WHERE k <> 2) x;
INSERT INTO p SELECT k + 40, v FROM s UNION ALL SELECT k + 50, v FROM s WHERE k = 1;
INSERT INTO p SELECT DISTINCT k + 60, v FROM s;
INSERT INTO p SELECT MAX(k) + 70, v FROM s GROUP BY v;
INSERT INTO p SELECT s.k + 80, t.v FROM s JOIN s AS t ON s.k = t.k;
