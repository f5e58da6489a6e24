-- INSERT OVERWRITE on aggregation, partial-update and first-row tables: the overwritten partition holds only the new rows, merged among themselves by the engine; other partitions keep merging with later writes
CREATE TABLE A (dt STRING, k INT, s BIGINT, m INT, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'max', 'bucket' = '1');
CREATE TABLE P (dt STRING, k INT, a STRING, b STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('merge-engine' = 'partial-update', 'bucket' = '1');
CREATE TABLE F (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('merge-engine' = 'first-row', 'bucket' = '1');
INSERT INTO A VALUES ('d1', 1, 10, 5), ('d1', 2, 1, 1), ('d2', 1, 7, 7);
INSERT INTO P VALUES ('d1', 1, 'a', NULL), ('d1', 2, NULL, 'b'), ('d2', 1, 'c', 'c');
INSERT INTO F VALUES ('d1', 1, 'first'), ('d1', 2, 'f2'), ('d2', 1, 'g');
INSERT OVERWRITE A PARTITION (dt = 'd1') VALUES (1, 1, 1), (1, 2, 0);
INSERT OVERWRITE P PARTITION (dt = 'd1') VALUES (1, NULL, 'x'), (1, 'y', NULL);
INSERT OVERWRITE F PARTITION (dt = 'd1') VALUES (1, 'second'), (1, 'third');
INSERT INTO A VALUES ('d1', 1, 5, 0), ('d2', 1, 1, 1);
INSERT INTO P VALUES ('d1', 1, NULL, 'z'), ('d2', 1, NULL, 'c2');
INSERT INTO F VALUES ('d1', 1, 'fourth'), ('d1', 2, 'f3');
SELECT * FROM A;
SELECT * FROM P;
SELECT * FROM F;
INSERT OVERWRITE A VALUES ('d2', 3, 3, 3), ('d3', 3, 1, 1), ('d3', 3, 1, 4);
SELECT * FROM A;
