-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the refusal is Flink's planner's
-- exit: 1
-- INSERT OVERWRITE with a PARTITION clause naming a non-partition column
CREATE TABLE P (dt STRING, k INT, v STRING) PARTITIONED BY (dt);
INSERT OVERWRITE P PARTITION (k = 1) VALUES ('d', 'x');
