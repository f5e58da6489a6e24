-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no INSERT INTO ... PARTITION
-- INSERT INTO (not OVERWRITE) with a static PARTITION clause, with and without a column list
CREATE TABLE P (dt STRING, hh INT, k INT, v STRING) PARTITIONED BY (dt, hh);
INSERT INTO P PARTITION (dt = 'd1', hh = 1) VALUES (1, 'a');
INSERT INTO P PARTITION (dt = 'd1') VALUES (2, 2, 'b');
INSERT INTO P PARTITION (dt = 'd2') (hh, k) VALUES (3, 3);
INSERT INTO P PARTITION (dt = 'd1', hh = 1) SELECT k + 10, v FROM P WHERE k = 1;
SELECT * FROM P;
