-- ARRAY, MAP, ROW and binary values in primary-key and append tables: nested NULLs, empty collections, map entries printed sorted by key, binary as x'..'
CREATE TABLE P (k INT, a ARRAY<INT>, sa ARRAY<STRING>, m MAP<STRING, INT>, r ROW<x INT, y STRING>, bn BINARY(2), vb VARBINARY(4), bs BYTES, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE A (k INT, a ARRAY<DOUBLE>, m MAP<INT, STRING>, r ROW<x DECIMAL(5,2), y ARRAY<INT>>, bs BYTES) WITH ('bucket' = '-1');
INSERT INTO P VALUES (1, ARRAY[1, 2, 3], ARRAY['a', 'b'], MAP['z', 1, 'a', 2], ROW(1, 'one'), X'0a1b', X'00', X'ffee0001');
INSERT INTO P VALUES (2, ARRAY[CAST(NULL AS INT), 5], ARRAY[CAST(NULL AS STRING)], MAP['k', CAST(NULL AS INT)], ROW(CAST(NULL AS INT), CAST(NULL AS STRING)), X'0000', X'', X'');
INSERT INTO P VALUES (3, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO P VALUES (1, ARRAY[9], ARRAY['c', '', 'c'], MAP['b', 3], ROW(2, 'two'), X'ffff', X'01020304', X'7f');
INSERT INTO A VALUES (1, ARRAY[1.5, CAST('NaN' AS DOUBLE)], MAP[2, 'b', 1, 'a'], ROW(1.25, ARRAY[1, 2]), X'01'), (1, ARRAY[CAST('-0.0' AS DOUBLE)], MAP[3, CAST(NULL AS STRING)], ROW(CAST(NULL AS DECIMAL(5,2)), CAST(NULL AS ARRAY<INT>)), NULL);
INSERT INTO A VALUES (2, NULL, NULL, NULL, X'');
SELECT * FROM P;
SELECT * FROM A;
