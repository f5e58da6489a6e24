-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter writes batch INSERT rows as +I (it does not plan the query: a plain copy keeps the split read's kinds on Flink)
-- batch INSERT of plain column lists (reordered, a subset, a target column list), time travel, a view and an alias pass the split kinds on (Paimon's source takes the projection): +U for the merged key of snapshot 2, +I at snapshot 1 (one file)
CREATE TABLE s (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO s VALUES +I(1, 'a'), +I(2, 'b');
INSERT INTO s VALUES +U(1, 'a2');
CREATE TEMPORARY TABLE p (k INT, v STRING) WITH ('connector' = 'print');
CREATE TEMPORARY TABLE q (v STRING, k INT) WITH ('connector' = 'print');
CREATE TEMPORARY TABLE r (k INT) WITH ('connector' = 'print');
INSERT INTO p SELECT k, v FROM s;
INSERT INTO q SELECT v, k FROM s;
INSERT INTO r SELECT k FROM s;
INSERT INTO p (v, k) SELECT v, k FROM s;
INSERT INTO p SELECT * FROM s /*+ OPTIONS('scan.snapshot-id' = '2') */;
INSERT INTO p SELECT * FROM s /*+ OPTIONS('scan.snapshot-id' = '1') */;
CREATE TEMPORARY VIEW w AS SELECT * FROM s;
INSERT INTO p SELECT * FROM w;
INSERT INTO p SELECT * FROM s AS x;
