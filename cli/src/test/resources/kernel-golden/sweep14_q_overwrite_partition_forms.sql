-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no projections with literals
-- INSERT OVERWRITE with a PARTITION clause: the static partition of a two-level table with the second level dynamic, SELECT source, a static spec writing no rows, dynamic-partition-overwrite = false
CREATE TABLE P (dt STRING, hh INT, k INT, v STRING, PRIMARY KEY (dt, hh, k) NOT ENFORCED) PARTITIONED BY (dt, hh) WITH ('bucket' = '1');
INSERT INTO P VALUES ('d1', 1, 1, 'a'), ('d1', 2, 1, 'b'), ('d2', 1, 1, 'c'), ('d2', 2, 1, 'd');
INSERT OVERWRITE P PARTITION (dt = 'd1') VALUES (2, 5, 'x');
SELECT 'after-dyn-level', dt, hh, k, v FROM P;
CREATE TABLE S (hh INT, k INT, v STRING);
INSERT INTO S VALUES (1, 7, 'y');
INSERT OVERWRITE P PARTITION (dt = 'd2', hh = 2) SELECT k, v FROM S;
SELECT 'after-static', dt, hh, k, v FROM P;
INSERT OVERWRITE P PARTITION (dt = 'd2') SELECT hh, k, v FROM S WHERE k > 100;
SELECT 'after-empty', dt, hh, k, v FROM P;
INSERT OVERWRITE P /*+ OPTIONS('dynamic-partition-overwrite' = 'false') */ VALUES ('d3', 1, 1, 'z');
SELECT 'after-full', dt, hh, k, v FROM P;
