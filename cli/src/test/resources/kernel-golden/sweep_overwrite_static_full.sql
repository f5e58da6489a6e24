-- INSERT OVERWRITE with dynamic-partition-overwrite = false: the whole partitioned table is replaced
CREATE TABLE P (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2', 'dynamic-partition-overwrite' = 'false');
INSERT INTO P VALUES ('d1', 1, 'a'), ('d2', 1, 'c');
INSERT OVERWRITE P VALUES ('d2', 5, 'y'), ('d4', 6, 'z');
SELECT * FROM P;
