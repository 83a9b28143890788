-- Reserved: kept figures exact under concurrent writers, and plans that fit bulk writes (filled on its branch).
SELECT 1;
