

wrap("foo")
wrap("bar")

def forward(self, x):
    return foo(x)
    